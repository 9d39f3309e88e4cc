package main

import "fmt"

func flushShards() {
	for shard := 0; shard < 3; shard++ {
		defer func() {
			fmt.Println("flush shard", shard)
		}()
	}
	fmt.Println("all shards scheduled")
}

func main() {
	flushShards()
}
