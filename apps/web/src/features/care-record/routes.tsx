/** The pages of this area, added under /app by the router. */
export const careRecordRoutes = [] as const;
