import { Module } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/config.js';
import { APP_CONFIG } from '../../platform/tokens.js';
import { LinkPreviewController } from './link-preview.controller.js';
import { LinkPreviews } from './link-previews.js';
import { LinkedPictures } from './linked-pictures.js';
import { SafeFetch } from './safe-fetch.js';

@Module({
  controllers: [LinkPreviewController],
  providers: [
    {
      provide: SafeFetch,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SafeFetch({ allowHosts: config.linkPreviewAllowHosts }),
    },
    LinkPreviews,
    LinkedPictures,
  ],
  exports: [LinkedPictures],
})
export class LinkPreviewModule {}
