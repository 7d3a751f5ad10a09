import type { FastifyInstance } from 'fastify'
import type { DeskOptions } from './index.ts'

export function sessionRoutes(_app: FastifyInstance, _options: DeskOptions) {}
