import { useEffect } from 'react'

/** The tab's title names the screen: "Inbox – Sales desk". */
export function useTitle(screen: string): void {
  useEffect(() => {
    document.title = `${screen} – Sales desk`
  }, [screen])
}
