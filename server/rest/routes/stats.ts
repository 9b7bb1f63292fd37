// Users online (spec section 7; decisions.md 14): {all, private, saved}.
import { route } from '../route.ts';

export const statsRoutes = [
  route({
    method: 'GET',
    path: '/api/stats/users-online',
    async handle({ gql }) {
      const data = await gql<{ usersOnline: unknown }>('query { usersOnline { all private saved } }');
      return { body: data.usersOnline };
    },
  }),
];
