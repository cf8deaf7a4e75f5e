import { chromiumIgnoredDefaultArgs, chromiumPath } from './chromium';

/** Chromium with its fake microphone, allowed without asking, and audio that plays without a gesture. */
export const fakeMicrophoneLaunch = {
  executablePath: chromiumPath,
  ignoreDefaultArgs: chromiumIgnoredDefaultArgs,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
};
