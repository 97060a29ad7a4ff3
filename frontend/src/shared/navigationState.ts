/** What a page that sends the user to the root may hand along. */
export type HomeState = { passwordChanged?: boolean };

/** What the new-list page hands to a `returnUrl` it goes back to (a lot couples the new list). */
export type NewListReturnState = { createdListGuid: string };
