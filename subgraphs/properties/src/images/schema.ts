import gql from 'graphql-tag';

// Shares the document set of property/schema.ts (which declares the federation link).
export const imageTypeDefs = gql`
  """
  A file sent as a part of a multipart request (the GraphQL multipart request spec, field 'image'). The
  gateway reads the part (at most 5 MB), stores it through this subgraph's upload route and passes the stored
  image's URL on; sent any other way it is refused.
  """
  scalar Upload

  type UploadedImage {
    "The product's own URL of the stored image: /images/<id>"
    url: String!
  }

  extend type Mutation {
    "One listing image (JPEG, PNG, WebP or GIF, at most 5 MB): hosts and admins."
    uploadImage(image: Upload!): UploadedImage!
  }
`;
