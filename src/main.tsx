import { ViteReactSSG } from 'vite-react-ssg'
import './styles/app.css'
import { watchStartup } from './app/startup.ts'
import { createRoutes } from './routes.tsx'

if (!import.meta.env.SSR) watchStartup()

export const createRoot = ViteReactSSG(
  {
    routes: createRoutes(),
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
