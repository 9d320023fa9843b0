import { type Connection, type InferSchemaType, type Model, Schema } from 'mongoose';

export const REPORT_TYPES = ['user_activity', 'properties', 'bookings', 'earnings'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * A generated report, stored as it was on the day (collection `reports`, owned by the bookings subgraph): the
 * headline figures and the table behind them, so a download later gives the same numbers.
 */
export const reportSchema = new Schema(
  {
    type: { type: String, required: true, enum: REPORT_TYPES },
    title: { type: String, required: true },
    description: { type: String, default: '' },
    dateRange: { type: String, required: true },
    from: { type: Date, required: true },
    to: { type: Date, required: true },
    createdBy: { type: Schema.Types.ObjectId, required: true },
    figures: {
      type: [new Schema({ key: String, label: String, value: Number }, { _id: false })],
      default: [],
    },
    columns: { type: [String], default: [] },
    rows: { type: [[String]], default: [] },
  },
  { timestamps: true, collection: 'reports' },
);

reportSchema.index({ createdAt: -1 });

export type ReportRecord = InferSchemaType<typeof reportSchema>;
export type ReportModel = Model<ReportRecord>;

export function reportModel(connection: Connection): ReportModel {
  return (
    (connection.models.Report as ReportModel | undefined) ??
    connection.model<ReportRecord>('Report', reportSchema)
  );
}
