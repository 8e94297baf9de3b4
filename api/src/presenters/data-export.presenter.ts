/** Where a ready personal data export is downloaded: its owner's session (or API token) is the key. */
export const dataExportPath = (id: string) => `/api/me/data-exports/${id}/download`;
