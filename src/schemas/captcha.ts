import * as v from 'valibot';
import { TokenSchema } from './common';

/** Contract §5: Sandbox captcha token for an action name. */
export const CaptchaTokenSchema = v.object({ token: TokenSchema, expires_in: v.number() });
