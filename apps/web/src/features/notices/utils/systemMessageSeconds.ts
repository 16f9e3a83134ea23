/** How long a system message stays up (a pointer over the desktop one holds it); it stays in the inbox after. */
export const SYSTEM_MESSAGE_SECONDS = 10;
