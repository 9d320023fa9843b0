import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import { assertCan, badUserInput } from '@stays/subgraph-shared';
import { GraphQLScalarType } from 'graphql';
import type { PropertiesContext } from '../context';
import { findImage } from './store';

const STORED_URL = /^\/images\/([0-9a-f]{24})$/;

/** What the gateway puts in place of the multipart file: the stored image's URL (see schema.ts). */
const Upload = new GraphQLScalarType({
  name: 'Upload',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: () => null,
});

export const imageResolvers: GraphQLResolverMap<PropertiesContext> = {
  Upload: Upload as unknown as GraphQLResolverMap<PropertiesContext>[string],
  Mutation: {
    // The bytes were judged and stored by the upload route; this confirms the stored image is the caller's.
    uploadImage: async (_parent, args: { image: unknown }, context: PropertiesContext) => {
      assertCan('image.upload', context.caller);
      const id = typeof args.image === 'string' ? STORED_URL.exec(args.image)?.[1] : undefined;
      const image = id ? await findImage(context.connection, id) : null;
      if (!image || image.uploadedBy !== context.caller.userId)
        throw badUserInput('Send the image as a multipart request part named in the operation');
      return { url: args.image };
    },
  },
};
