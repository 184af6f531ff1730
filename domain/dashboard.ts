/** The admin dashboard's figures, as `GET /api/stats` and the dashboard page serve them. */
export interface DashboardStats {
  todayVisitors: number;
  weekVisitors: number;
  monthVisitors: number;
  /** All inquiries (the spec's field name; the dashboard shows it as 총 문의). */
  todayInquiries: number;
  popularPages: { path: string; count: number }[];
  /** The last 30 Seoul days, oldest first; `date` is `2026-11-21`. */
  daily: { date: string; visitors: number; inquiries: number }[];
}
