// Core's route context is not part of a published entry point; core's own Error fallback uses it
// to render the theme layout outside a route. Declared here so our Error page can do the same.
declare module '@docusaurus/core/lib/client/routeContext' {
  import type {ReactNode} from 'react';
  export function RouteContextProvider(props: {
    children: ReactNode;
    value: {plugin: {name: string; id: string}; data?: Record<string, unknown>} | null;
  }): ReactNode;
}
