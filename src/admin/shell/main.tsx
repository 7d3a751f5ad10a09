import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import '../admin.css'
import { DeskApp } from './app.tsx'

/** The sales desk's entry (admin/index.html, built by vite.admin.config.ts, never by the site). */
const root = document.getElementById('root')
if (!root) throw new Error('admin/index.html has no #root')
createRoot(root).render(
  <StrictMode>
    <BrowserRouter
      basename="/admin"
      future={{ v7_startTransition: true, v7_relativeSplatPath: true }}
    >
      <DeskApp />
    </BrowserRouter>
  </StrictMode>,
)
