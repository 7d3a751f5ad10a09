import { site } from '../../config/site.ts'
import { paths } from '../../config/paths.ts'
import type { PageCopy } from './page-copy.ts'

export const copy: PageCopy = {
  title: 'About Us',
  description: `Who ${site.name} is: a software development company in Ahmedabad, India, how we work with clients and the people behind the code.`,
  heading: `About ${site.name}`,
  intro: [
    `${site.name} is a software development company headquartered in Ahmedabad, Gujarat. We build and maintain web, mobile and cloud software for clients in India, the Middle East, Europe, North America and Asia-Pacific.`,
    'Read about the company, why clients choose to work with us, the team that does the work and the engagement models you can choose from.',
  ],
  related: {
    heading: 'Learn more about us',
    cards: [
      {
        title: 'Our company',
        href: paths.aboutCompany.href(),
        summary:
          'How we started in Ahmedabad, what we build and the principles behind every project.',
      },
      {
        title: `Why choose ${site.shortName}`,
        href: paths.aboutWhy.href(),
        summary: 'Senior engineers, weekly reporting, overlapping working hours and code you own.',
      },
      {
        title: 'Our team',
        href: paths.aboutTeam.href(),
        summary:
          'The roles on every engagement: project leads, architects, developers, designers and QA.',
      },
      {
        title: 'Engagement models',
        href: paths.aboutEngagementModels.href(),
        summary: 'Fixed price, time and material, or a dedicated team: how to choose between them.',
      },
    ],
  },
}
