/** Progress notes: the reports area, the worker's list (issue 14). */
export const progressNoteRoutes = [] as const;
