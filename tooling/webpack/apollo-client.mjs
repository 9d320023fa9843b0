// What the front ends use of @apollo/client at run time, and the build of it that they share.
//
// A shared module is built with every export kept (the provider cannot know what a remote will import), and
// @apollo/client's entry re-exports graphql-tag's `gql`, which brings graphql's lexer and parser: code no page
// runs (the documents come parsed from codegen). The shared '@apollo/client' is this file instead (see
// shared.js): what our code imports, and `NetworkStatus`, which @apollo/client/react's hooks import from the
// package's entry. It takes them from the package's subpaths (`core` is the entry's own file under another
// name), so it does not ask for the shared module itself; the package has no side effects, so what is not named
// here is left out.
// Code still imports '@apollo/client' (types come from the real package; Jest and the server entries use the real
// package); an import of a name missing here fails the build (exportsPresence: 'error'), so add it here.
export { ApolloClient, NetworkStatus } from '@apollo/client/core';
export { InMemoryCache } from '@apollo/client/cache';
export { ApolloLink } from '@apollo/client/link';
export { HttpLink } from '@apollo/client/link/http';
export { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
