// Users online (spec section 7; decisions.md 14): {all, private, saved}.
import { get } from '../route.ts';

export const statsRoutes = [
  get('/api/stats/users-online', async ({ gql }) => {
    const data = await gql<{ usersOnline: unknown }>('query { usersOnline { all private saved } }');
    return { body: data.usersOnline };
  }),
];
