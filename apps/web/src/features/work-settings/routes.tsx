/** The work-settings pages (issue 13). */
export const workSettingsRoutes = [] as const;
