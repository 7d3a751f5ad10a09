import { ViteReactSSG } from 'vite-react-ssg'
import './styles/app.css'
import 'virtual:graphics.css'
import { createRecoveringRouter } from './app/stale-build.ts'
import { watchStartup } from './app/startup.ts'
import { createRoutes } from './routes.tsx'

if (!import.meta.env.SSR) watchStartup()

export const createRoot = ViteReactSSG(
  {
    routes: createRoutes(),
    // A tab opened before a deploy loads the new version of the page it navigates to.
    customCreateRouter: createRecoveringRouter,
    future: {
      v7_fetcherPersist: true,
      v7_normalizeFormMethod: true,
      v7_relativeSplatPath: true,
      v7_skipActionErrorRevalidation: true,
    },
  },
  async (context) => {
    if (!import.meta.env.SSR) return
    // Static build: every page renders into a head of its own (rendered by render-page-head.ts).
    const { createHead } = await import('@unhead/react/server')
    const head = createHead()
    Object.assign(context, { routes: createRoutes(head), head })
  },
)
