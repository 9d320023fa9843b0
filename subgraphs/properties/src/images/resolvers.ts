import { assertCan, badUserInput, imageIdOf } from '@stays/subgraph-shared';
import { GraphQLScalarType } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { findImage } from './store';

/** What the gateway puts in place of the multipart file: the stored image's URL (see images.graphql). */
const Upload = new GraphQLScalarType({
  name: 'Upload',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: () => null,
});

export const imageResolvers: Resolvers = {
  Upload,
  Mutation: {
    // The bytes were judged and stored by the upload route; this confirms the stored image is the caller's.
    uploadImage: async (_parent, args, context) => {
      assertCan('image.upload', context.caller);
      const url = typeof args.image === 'string' ? args.image : '';
      const id = imageIdOf(url);
      const image = id ? await findImage(context.connection, id) : null;
      if (!image || image.uploadedBy !== context.caller.userId)
        throw badUserInput('Send the image as a multipart request part named in the operation');
      return { url };
    },
  },
};
