/** Spec §4, §9: after registering or resetting a password, the login page opens after 2 s. */
export const REDIRECT_TO_LOGIN_MS = 2000;
