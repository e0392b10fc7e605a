// GET /oauth/callback: GitHub sends the sign-in window back here (../_lib/github-sign-in.ts).
import { type FunctionContext, finishSignIn } from '../_lib/github-sign-in';

export const onRequestGet = (context: FunctionContext) => finishSignIn(context);
