import { route } from './route.ts';
import { body, str } from './payload.ts';
const c = body({ email: str() });
export const a = route({ method: 'POST', path: '/x', body: c, async handle(ctx) { return { body: ctx.body.email }; } });
export const b = route({ method: 'POST', path: '/x', body: body({ email: str() }), async handle(ctx) { return { body: ctx.body.email }; } });
