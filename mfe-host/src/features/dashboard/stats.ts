/** SPEC 9: the dashboard lists the first 3 properties and the first 3 bookings. */
export const DASHBOARD_LIST_SIZE = 3;
