import gql from 'graphql-tag';

// Shares the document set of booking/schema.ts.
export const reportTypeDefs = gql`
  type ReportFigure {
    key: String!
    label: String!
    value: Float!
  }

  "A stored report over the last 30 days: headline figures and the table behind them."
  type Report {
    id: ID!
    "user_activity | properties | bookings | earnings"
    type: String!
    title: String!
    description: String!
    dateRange: String!
    from: String!
    to: String!
    createdBy: ID!
    createdAt: String!
    figures: [ReportFigure!]!
    columns: [String!]!
    rows: [[String!]!]!
    "The whole report as CSV (figures, a blank line, the table)."
    csv: String!
  }

  "SPEC section 3's report request; the date range is always the last 30 days."
  input ReportInput {
    type: String
    title: String
    description: String
    dateRange: String
  }

  extend type Query {
    "Stored reports, newest first (staff and admin)."
    reports(limit: Int): [Report!]!
    report(id: ID!): Report
  }

  extend type Mutation {
    "Computes and stores a report (staff and admin)."
    generateReport(input: ReportInput!): Report!
  }
`;
