import 'reflect-metadata';
import { Test } from '@nestjs/testing';
import Database from 'better-sqlite3';
import { Injectable, Module } from '@nestjs/common';
@Injectable() class A { hi() { return 'hi'; } }
@Injectable() class B { constructor(readonly a: A) {} }
@Module({ providers: [A, B] }) class M {}
test('nest + sqlite', async () => {
  const m = await Test.createTestingModule({ imports: [M] }).compile();
  expect(m.get(B).a.hi()).toBe('hi');
  const db = new Database(':memory:');
  expect(db.prepare('select sqlite_version() v').get()).toBeTruthy();
  console.log(process.version);
});
