import gql from 'graphql-tag';

export const userTypeDefs = gql`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key", "@shareable"])

  "An account. Its public profile travels with properties (host) and reviews (author)."
  type User @key(fields: "id") {
    id: ID!
    username: String!
    firstName: String
    lastName: String
    email: String
    "visitor | host | staff | admin"
    role: String!
    isBlocked: Boolean!
    profileImageUrl: String
    createdAt: String!
  }

  """
  A successful sign-in: the account and its current session version, which the gateway signs into the
  session cookie. (The gateway's REST adapters never pass sessionVersion on to browsers.)
  """
  type AuthResult {
    user: User!
    sessionVersion: Int!
  }

  type CheckUserResult {
    exists: Boolean!
    "true for host (and admin) accounts: they may use the host sign-in"
    isHost: Boolean!
  }

  "Fields are nullable so that missing ones get the spec's messages (BAD_USER_INPUT with extensions.errors)."
  input RegisterInput {
    username: String
    password: String
    email: String
    firstName: String
    lastName: String
    "visitor (default) or host"
    role: String
  }

  type Query {
    "The signed-in caller's own account, null for anonymous callers."
    me: User
    """
    Accounts for the admin and staff lists, newest first: admins see every role, staff host and visitor
    accounts only. search matches first name, last name, username or email (case-insensitive); roles filters.
    """
    users(search: String, roles: [String!]): [User!]!
    "How many accounts of these roles (all when omitted) exist, among those the caller may see (staff/admin)."
    userCount(roles: [String!]): Int!
  }

  type Mutation {
    "By username or email, case-insensitively. 401 'Invalid username or password'; 403 when blocked."
    login(username: String, password: String): AuthResult!
    "As login, for staff and admin accounts only (403 otherwise)."
    staffLogin(username: String, password: String): AuthResult!
    "A new visitor or host account, signed in. 400 with field errors; 409 when the username or email is taken."
    register(input: RegisterInput!): AuthResult!
    "Whether an account with this username or email exists, and whether it is a host."
    checkUser(identifier: String): CheckUserResult!
    "Makes the signed-in visitor a host (a host stays one); a new session version, so the cookie is re-issued."
    upgradeToHost: AuthResult!
    "Ends every session of the caller (bumps the session version). False for anonymous callers."
    logout: Boolean!
    "Admin only, never one's own: sets an account's role; its sessions end (400 invalid role, 404 unknown id)."
    setUserRole(id: ID!, role: String): User!
    """
    Blocks (true), unblocks (false) or toggles (null) an account; its sessions end. Admins: any account but their
    own; staff: host and visitor accounts (others are 404 to them).
    """
    setUserBlocked(id: ID!, isBlocked: Boolean): User!
  }
`;
