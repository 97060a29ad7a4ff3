# The product's one image: `node backend/dist/main.js` serves the API and the built frontend; the same image runs the
# projector with `node backend/dist/projector.js` (docker-compose.yml).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY lint/package.json lint/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim
ENV NODE_ENV=production
# Inside the container the published port must reach the server.
ENV HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app ./
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
