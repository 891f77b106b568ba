export * from './codec'
