import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Root of every page: the outlet, scroll restoration and a thin progress bar while a route loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const isNavigating = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden
        className={`pointer-events-none fixed print:hidden inset-x-0 top-0 z-50 h-1 origin-left bg-primary transition-transform duration-500 ${isNavigating ? 'scale-x-75' : 'scale-x-0'}`}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
