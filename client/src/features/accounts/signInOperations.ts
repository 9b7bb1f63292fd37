// The sign-in's operations, for codegen. signIn.ts sends them over plain fetch as printed
// text, taking codegen's documents straight from gql/graphql.ts (not through graphql(),
// whose table of every operation would otherwise join Home's first-load JS); the
// Apollo Client uses MeQuery to keep the signed-in user in its cache (serverIdentity.ts).
import { graphql } from '../../gql/gql.ts';

export const MeQuery = graphql(`
  query Me {
    me {
      ...UserFields
    }
  }
`);

export const OpenPrivateLinkMutation = graphql(`
  mutation OpenPrivateLink($linkId: String!) {
    openPrivateLink(linkId: $linkId) {
      ...UserFields
    }
  }
`);

export const CreateAnonymousUserMutation = graphql(`
  mutation CreateAnonymousUser($input: AnonymousUserInput) {
    createAnonymousUser(input: $input) {
      ...UserFields
    }
  }
`);

/** The space this browser's cookie holds, asked before another link is opened (no silent switch: issue 31). */
export const HeldSpaceQuery = graphql(`
  query HeldSpace {
    me {
      id
      linkId
      holdsData
    }
  }
`);
