import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { configFromEnv } from './platform/config/config.js';
import { ReadModels } from './platform/projections/read-models.js';
import { ProjectorModule } from './projector.module.js';

const app = await NestFactory.createApplicationContext(ProjectorModule.with(configFromEnv()), { logger: ['error', 'warn'] });
app.enableShutdownHooks();
await app.get(ReadModels).start();
console.log('Projector running');
