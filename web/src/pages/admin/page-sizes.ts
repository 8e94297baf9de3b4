/** Rows per page of the admin lists (the api allows up to 100). */
export const USERS_PAGE_SIZE = 20;
export const NOTES_PAGE_SIZE = 20;
export const PENDING_PAGE_SIZE = 12;
/** Colleges page: cards in a grid of 1, 2 or 3 columns. */
export const COLLEGES_PAGE_SIZE = 24;
/** The notes page's college filter lists every college: the largest page the api serves. */
export const COLLEGE_FILTER_SIZE = 100;
export const AUDIT_PAGE_SIZE = 25;
