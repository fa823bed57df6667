/** The staff portal's roster and availability pages and the client portal's roster (spec 3 §2.4, §2.7). */
export const rosterPortalRoutes = [] as const;
