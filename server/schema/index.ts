// The whole schema: each domain file registers its types and fields on the builder.
import { builder } from './builder.ts';
import './users.ts';
import './accounts-sign-in.ts';
import './users-update.ts';
import './accounts.ts';
import './prayers.ts';
import './ummah.ts';
import './duas.ts';
import './reflections.ts';
import './live.ts';
import './calendar.ts';
import './push.ts';
import './ledger.ts';
import './hijri.ts';
import './geo.ts';
import './mosques.ts';
import './places.ts';
import './accuracy.ts';

export const schema = builder.toSchema({ sortSchema: false });
