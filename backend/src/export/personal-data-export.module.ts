import { Module } from '@nestjs/common';
import { LotsModule } from '../lots/index.js';
import { ExportLots } from './export-lots.js';
import { PersonalDataExportController } from './personal-data-export.controller.js';
import { PersonalDataExports } from './personal-data-export.js';

/** The personal data export (docs/support.md): read from the log, the person's draws through the lots context. */
@Module({
  imports: [LotsModule],
  controllers: [PersonalDataExportController],
  providers: [PersonalDataExports, ExportLots],
})
export class PersonalDataExportModule {}
