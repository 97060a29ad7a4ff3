/** What a page that sends the user to the root may hand along. */
export type HomeState = { passwordChanged?: boolean };
