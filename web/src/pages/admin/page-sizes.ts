/** Rows per page of the admin lists (the api allows up to 100). */
export const USERS_PAGE_SIZE = 20;
export const NOTES_PAGE_SIZE = 20;
export const PENDING_PAGE_SIZE = 12;
