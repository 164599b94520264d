import { z } from './zod';

/** Wire shapes of the admin dashboard (SPEC §2). Money is rupees on the wire. */

export const searchCountSchema = z.object({ query: z.string(), count: z.number() });

export const dashboardSchema = z.object({
  /** SPEC §2: Total Users (student accounts), Total Courses, Total Assets, Total Coupons. */
  totals: z.object({
    users: z.number(),
    courses: z.number(),
    assets: z.number(),
    coupons: z.number(),
  }),
  /** Paid orders per India calendar day (IST), oldest first, every day present (0 when none). */
  revenue: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** The newest paid orders. */
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      studentName: z.string(),
      studentEmail: z.string(),
      /** Titles as sold. */
      items: z.array(z.string()),
      /** Rupees paid. */
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  /** The most frequent searches of the last DASHBOARD_DAYS days (lower-cased, trimmed). */
  topSearches: z.array(searchCountSchema),
  /** Frequent searches of the same days that find nothing in the catalogue (as of the last refresh, every 10 minutes). */
  zeroResultSearches: z.array(searchCountSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ success: z.literal(true), data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
