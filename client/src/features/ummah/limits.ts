// Text limits of spec sections 5 and 9 (the server repeats them, decisions.md 8).
export const POST_MAX = 500;
export const COMMENT_MAX = 200;
