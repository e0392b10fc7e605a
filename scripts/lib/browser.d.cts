import type { LaunchOptions } from 'playwright-core';

export const chromiumPath: string;
export const launchOptions: LaunchOptions;
