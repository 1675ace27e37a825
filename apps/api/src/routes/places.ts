import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addressValidationRoutes } from './places/address-validation.js';
import { analyticsRoutes } from './places/analytics.js';
import { benefitCodeRoutes } from './places/benefit-codes.js';
import { clinicRoutes } from './places/clinics.js';
import { licensureRoutes } from './places/licensure.js';
import { locatorRoutes } from './places/locator.js';

/** Clinics and places: the clinic APIs (current and older), address checks, benefit codes, licensure, analytics. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(clinicRoutes);
  await app.register(locatorRoutes);
  await app.register(addressValidationRoutes);
  await app.register(benefitCodeRoutes);
  await app.register(licensureRoutes);
  await app.register(analyticsRoutes);
};
