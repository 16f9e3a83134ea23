/** A company's name, as an administrator or a self-registration gives it (no schema here: forms read it without zod). */
export const COMPANY_NAME_MAX_LENGTH = 60;
