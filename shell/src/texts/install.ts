/** The Install the app page (/install-app), imported by that page only. */
export const install = {
  title: 'Install the app',
  intro:
    'Install the free app to open the platform from your home screen and keep reading stories, news, music and the marketplace when you are offline.',
  button: 'Install the app',
  installed: 'Thank you! The app is installed.',
  dismissed: 'No problem. You can install the app later from this page.',
  unavailable:
    'Your browser has not offered an installation yet. Use its menu (for example Add to Home Screen), or come back after browsing a little.',
} as const;
