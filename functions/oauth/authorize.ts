// GET /oauth/authorize: the content editor's "Login with GitHub" opens this (../_lib/github-sign-in.ts).
import { type FunctionContext, startSignIn } from '../_lib/github-sign-in';

export const onRequestGet = (context: FunctionContext) => startSignIn(context);
