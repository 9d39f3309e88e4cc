package main

import "fmt"

type Config struct {
	TimeoutMs int
}

type Client struct {
	cfg *Config
}

func (c *Client) timeout() (ms int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("read timeout: %v", r)
		}
	}()
	return c.cfg.TimeoutMs, nil
}

func main() {
	ms, err := (&Client{}).timeout()
	fmt.Println(ms)
	fmt.Println(err)
}
