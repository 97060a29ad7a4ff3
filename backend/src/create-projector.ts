import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { AppConfig } from './platform/config/config.js';
import { ReadModels } from './platform/projections/read-models.js';
import { ProjectorModule } from './projector.module.js';

/** The projection process (compose `projector`): the projections, and their live pushes through the shared fan-out. */
export async function createProjector(config: AppConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(ProjectorModule.with(config), { logger: ['error', 'warn'] });
  await app.get(ReadModels).start();
  return app;
}
