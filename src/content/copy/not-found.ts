/** The not-found screen is part of the shell (it renders without a loader), so its copy ships. */
export const copy = {
  title: 'Page Not Found',
  description:
    'The page you asked for does not exist or has moved. Go back to the homepage to find our services, case studies and contact details.',
  heading: 'Page Not Found',
}
