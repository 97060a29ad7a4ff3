import { Module } from '@nestjs/common';
import { LinkPreviewController } from './link-preview.controller.js';
import { LinkPreviews } from './link-previews.js';

@Module({
  controllers: [LinkPreviewController],
  providers: [LinkPreviews],
})
export class LinkPreviewModule {}
